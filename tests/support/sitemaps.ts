/** Every sitemap /sitemap.xml (a sitemap index) lists, fetched: its XML, by address. */
export async function sitemapsOf(baseUrl: string): Promise<Map<string, string>> {
  const index = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const files = new Map<string, string>();
  for (const [, url] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const response = await fetch(url!);
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    files.set(url!, await response.text());
  }
  return files;
}
