/**
 * Before anything else of the API page's playground runs: an element whose page the CMS renders
 * for an address (the search results, scripts/build-prod.ts `PAGE_QUERY`) reloads a page opened
 * without its query (site spec §2). The API page takes that query into its address in place, as
 * the gallery page is opened with it, so the page neither loads twice nor loses the playground.
 */
const model = document.getElementById('playground-data')?.textContent;
const query = model ? (JSON.parse(model) as { pageQuery?: string }).pageQuery : '';
if (query) {
  const url = new URL(location.href);
  const wanted = new URLSearchParams(query);
  if ([...wanted.keys()].some((key) => !url.searchParams.has(key))) {
    for (const [key, value] of wanted)
      if (!url.searchParams.has(key)) url.searchParams.set(key, value);
    history.replaceState(history.state, '', url);
  }
}

export {};
