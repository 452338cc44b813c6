/**
 * The rules html-validate lacks, as an html-validate plugin (`mf/...` rule names):
 *
 * - `mf/unknown-attribute`: an attribute our tag does not have, with the closest one it has.
 *   html-validate's `no-unknown-attributes` checks every element with metadata and takes no
 *   option to limit it; unknown attributes on the page's own HTML are not our API.
 * - `mf/attribute-json`: a JSON attribute (its type is neither a string, a number nor a boolean)
 *   whose value does not parse. An empty value is left alone: the element reads it as unset.
 * - `mf/script-json`: a `<script type="application/json">` inside one of our tags whose text does
 *   not parse. The market selector and the form modal read such a child, the offers elements one
 *   in each card (their READMEs, "Markup"); nothing else in our tags is ever meant to be other
 *   than JSON, so every such script inside our tags is checked.
 */
import { Rule, type AttributeEvent, type ElementReadyEvent, type HtmlElement } from 'html-validate';
import type { Plugin } from 'html-validate';
import type { ElementsModel } from './manifest';
import { didYouMean } from './suggest';

/** Attributes every element takes beyond HTML's global ones: data-*, aria-* and event handlers. */
const OPEN_ATTRIBUTE = /^(?:data-|aria-|on[a-z])/;

const parseError = (text: string): string | null => {
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
};

interface AttributeContext {
  tagName: string;
  attr: string;
}

function unknownAttribute(elements: ElementsModel) {
  return class UnknownAttribute extends Rule<AttributeContext> {
    override documentation() {
      return { description: 'Our element has no attribute of this name.' };
    }
    override setup() {
      this.on('attr', (event: AttributeEvent) => {
        const node = event.target;
        const element = elements.get(node.tagName);
        const known = node.meta?.attributes;
        const name = event.key.toLowerCase();
        if (!element || !known || name in known || OPEN_ATTRIBUTE.test(name)) return;
        // Its own attributes first: the likelier meaning of a slip (`lable` is `label`).
        const suggestion =
          didYouMean(name, element.attributes.keys()) || didYouMean(name, Object.keys(known));
        this.report({
          node,
          message: `<${node.tagName}> has no attribute "${event.key}"${suggestion}`,
          location: event.keyLocation,
          context: { tagName: node.tagName, attr: event.key },
        });
      });
    }
  };
}

function attributeJson(elements: ElementsModel) {
  return class AttributeJson extends Rule<AttributeContext> {
    override documentation() {
      return { description: 'A JSON attribute of our element does not parse.' };
    }
    override setup() {
      this.on('attr', (event: AttributeEvent) => {
        const node = event.target;
        const attribute = elements.get(node.tagName)?.attributes.get(event.key.toLowerCase());
        const value = event.value;
        if (attribute?.kind !== 'json' || typeof value !== 'string' || value.trim() === '') return;
        const error = parseError(value);
        if (error === null) return;
        this.report({
          node,
          message: `Attribute "${event.key}" is not valid JSON: ${error}`,
          location: event.valueLocation ?? event.keyLocation,
          context: { tagName: node.tagName, attr: event.key },
        });
      });
    }
  };
}

/** The nearest of our tags around a node, or null. */
function ourAncestor(node: HtmlElement, elements: ElementsModel): HtmlElement | null {
  for (let parent = node.parent; parent; parent = parent.parent)
    if (elements.has(parent.tagName)) return parent;
  return null;
}

function scriptJson(elements: ElementsModel) {
  return class ScriptJson extends Rule<{ tagName: string }> {
    override documentation() {
      return {
        description: 'A <script type="application/json"> inside our element does not parse.',
      };
    }
    override setup() {
      this.on('element:ready', (event: ElementReadyEvent) => {
        const node = event.target;
        if (!node.is('script')) return;
        const type = node.getAttributeValue('type');
        if (type === null || type.trim().toLowerCase() !== 'application/json') return;
        const owner = ourAncestor(node, elements);
        if (!owner) return;
        const error = parseError(node.textContent);
        if (error === null) return;
        this.report({
          node,
          message: `<script type="application/json"> in <${owner.tagName}> is not valid JSON: ${error}`,
          context: { tagName: owner.tagName },
        });
      });
    }
  };
}

/** The plugin of our rules, for the elements of this model. */
export function mfPlugin(elements: ElementsModel): Plugin {
  return {
    name: 'mf',
    rules: {
      'mf/unknown-attribute': unknownAttribute(elements),
      'mf/attribute-json': attributeJson(elements),
      'mf/script-json': scriptJson(elements),
    },
  };
}
