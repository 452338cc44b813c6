/**
 * The `mf-check` command (docs/mf-check.md "Running it"): arguments in, the report out, the exit
 * code returned: 0 without problems, 1 with any, 2 when the call itself is wrong (an unknown
 * option, no file given, a pattern that matches nothing, a file that cannot be read) or the
 * checker fails.
 */
import { parseArgs } from 'node:util';
import { createChecker, findTemplates, UsageError } from './check';
import { formatJson, formatText, type Problem } from './report';

const USAGE = `Usage: mf-check [options] <file | folder | glob> ...

Checks HTML templates against the API of our elements (custom-elements.json).

Options:
  --format <text|json>   text (default): file:line:column  rule  message, then a summary;
                         json: an array of { file, line, column, rule, message, severity }
  --tag-prefix <prefix>  the page's tag prefix (<meta name="mf-tag-prefix">), default mf
  -h, --help             this text

Exit code: 0 no problems, 1 problems, 2 a wrong call.
`;

interface Output {
  write(text: string): unknown;
}

export async function main(args: string[], out: Output, err: Output): Promise<number> {
  try {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        format: { type: 'string', default: 'text' },
        'tag-prefix': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    if (values.help) {
      out.write(USAGE);
      return 0;
    }
    if (values.format !== 'text' && values.format !== 'json')
      throw new UsageError(`--format is text or json, not "${values.format}".`);
    if (positionals.length === 0) throw new UsageError('Name the files to check.');
    const checker = createChecker({ tagPrefix: values['tag-prefix'] });
    const files = await findTemplates(positionals, checker.cwd);
    const problems: Problem[] = [];
    for (const file of files) problems.push(...(await checker.checkFile(file)));
    out.write(values.format === 'json' ? formatJson(problems) : formatText(problems, files.length));
    return problems.length ? 1 : 0;
  } catch (error) {
    // parseArgs throws an error with an ERR_PARSE_ARGS_* code for an unknown option or value.
    const code = (error as { code?: unknown } | null)?.code;
    const wrongCall =
      error instanceof UsageError ||
      (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'));
    // Anything else is the checker's own failure (an unreadable manifest, a bug): exit 2 as
    // well, never 1, which a build would read as problems in the templates.
    err.write(
      wrongCall
        ? `mf-check: ${(error as Error).message}\nmf-check --help lists the options.\n`
        : `mf-check failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    return 2;
  }
}
