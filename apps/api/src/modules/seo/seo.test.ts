import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { finalPrice } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { authors, ebookAuthors, ebooks, staticPages } from '../../db/schema.ts';
import { insertBook } from '../checkout/fixtures/shop.ts';

const SITE = 'https://books.example.com';
const INDEX =
  '<!doctype html>\n<html lang="en" dir="ltr"><head><meta charset="UTF-8" /><meta name="description" content="Folio: the build\'s words." /><title>Folio</title><script type="module" src="/assets/index-SEO1.js"></script></head><body><div id="root"></div></body></html>';

/** A built web app with the storefront's texts in English and Arabic (the words the app titles its pages with). */
function writeBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'folio-seo-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  const store = {
    en: { landing: { documentTitle: 'Interactive e-books for classrooms', hero: { subtitle: 'Write & sell books.' } }, library: { title: 'Book library', intro: 'Find a book.' } },
    ar: { landing: { documentTitle: 'كتب إلكترونية تفاعلية', hero: { subtitle: 'اكتب كتبًا.' } }, library: { title: 'مكتبة الكتب', intro: 'ابحث عن كتاب.' } },
  };
  for (const [language, texts] of Object.entries(store)) {
    mkdirSync(join(dist, 'locales', language), { recursive: true });
    writeFileSync(join(dist, 'locales', language, 'store.json'), JSON.stringify(texts));
  }
  return dist;
}

/** The attribute `name`'s value of the head's tags that match `tag` (escaped as in the page). */
const values = (html: string, tag: RegExp, name = 'content') =>
  [...html.matchAll(new RegExp(`<(?:meta|link) ${tag.source}[^>]*>`, 'g'))].map(([element]) => new RegExp(`${name}="([^"]*)"`).exec(element)?.[1]);
const metaOf = (html: string, key: string) => values(html, new RegExp(`(?:name|property)="${key}"`))[0];
const canonicalOf = (html: string) => values(html, /rel="canonical"/, 'href')[0];
/** The JSON-LD blocks, read as a browser would: each up to the first `</script>`. */
const jsonLdOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(([, json]) => JSON.parse(json!) as Record<string, unknown>);

describe('search engines and link previews, with PUBLIC_URL', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = writeBuild();
    t = await createTestApp({ webDist: dist, publicUrl: SITE });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  /** A public book with a cover, two authors, a description and a discounted price. */
  async function publicBook() {
    const book = await insertBook(t, { coverImage: '/uploads/covers/moon.webp' });
    await t.db
      .update(ebooks)
      .set({ description: 'A book about the moon.', price: 20, discount: 25, discountType: 'percentage', finalPrice: finalPrice(20, 25, 'percentage') })
      .where(eq(ebooks.id, book.id));
    const people = await t.db.insert(authors).values([{ name: 'Ada Writer', photo: '', bio: '' }, { name: 'Ben Drawer', photo: '', bio: '' }]).returning();
    await t.db.insert(ebookAuthors).values(people.map((person, position) => ({ ebookId: book.id, authorId: person.id, position })));
    return book;
  }

  it("should give a public book's page its title, description, cover card and canonical address, from the server's HTML", async () => {
    const book = await publicBook();
    const res = await get(`/books/${book.id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const url = `${SITE}/books/${book.slug}`;
    expect(html).toContain(`<title>${book.title} · Folio</title>`);
    // The build's site-wide title and description are replaced, not repeated.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain("the build's words");
    expect(metaOf(html, 'description')).toBe('A book about the moon.');
    expect(canonicalOf(html)).toBe(url);
    expect(metaOf(html, 'og:type')).toBe('book');
    expect(metaOf(html, 'og:title')).toBe(book.title);
    expect(metaOf(html, 'og:url')).toBe(url);
    expect(metaOf(html, 'og:image')).toBe(`${SITE}/uploads/covers/moon.webp`);
    expect(metaOf(html, 'og:site_name')).toBe('Folio');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'twitter:image')).toBe(`${SITE}/uploads/covers/moon.webp`);
    // The slug's address says the same.
    expect(canonicalOf((await get(`/books/${book.slug}`)).body)).toBe(url);
  });

  it('should describe a public book as a schema.org Book and Product, priced by the server as checkout charges it', async () => {
    const book = await publicBook();
    const [data, ...more] = jsonLdOf((await get(`/books/${book.slug}`)).body);
    expect(more).toEqual([]);
    const url = `${SITE}/books/${book.slug}`;
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': ['Book', 'Product'],
      '@id': url,
      url,
      name: book.title,
      description: 'A book about the moon.',
      image: `${SITE}/uploads/covers/moon.webp`,
      author: [
        { '@type': 'Person', name: 'Ada Writer' },
        { '@type': 'Person', name: 'Ben Drawer' },
      ],
      inLanguage: 'en',
      bookFormat: 'https://schema.org/EBook',
      numberOfPages: 8,
      offers: { '@type': 'Offer', url, price: '15.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
    // The price the public API and the cart's quote give.
    expect((await get(`/api/public/ebooks/${book.id}`)).json<{ data: { final_price: number } }>().data.final_price).toBe(15);
  });

  it("should title and describe a book's page in the visitor's language where the book is translated into it (decision 017)", async () => {
    const book = await publicBook();
    await t.db.update(ebooks).set({ translations: { ar: { title: 'كتاب القمر', description: 'كتاب عن القمر.' } } }).where(eq(ebooks.id, book.id));
    const arabic = (await get(`/books/${book.slug}?lng=ar`)).body;
    expect(arabic).toContain('<title>كتاب القمر · Folio</title>');
    expect(metaOf(arabic, 'description')).toBe('كتاب عن القمر.');
    expect(jsonLdOf(arabic)[0]).toMatchObject({ name: 'كتاب القمر', inLanguage: 'ar' });
    // A reader of another language gets the original; so does an Arabic browser's, by its stored choice or its languages.
    expect((await get(`/books/${book.slug}?lng=ko`)).body).toContain(`<title>${book.title} · Folio</title>`);
    expect((await get(`/books/${book.slug}`, { 'accept-language': 'ar' })).body).toContain('<title>كتاب القمر · Folio</title>');
  });

  it('should keep a title or description with markup, quotes or `</script>` inside its attribute and its JSON-LD', async () => {
    const book = await insertBook(t, { coverImage: '/uploads/covers/a&b"<c>.webp' });
    const title = `</script><script>alert(1)</script> "Moon" & 'Sun' <!-- </title>`;
    const description = 'Ends here: </script><img src=x onerror=alert(2)> \u2028 <!--';
    await t.db.update(ebooks).set({ title, description }).where(eq(ebooks.id, book.id));
    const html = (await get(`/books/${book.id}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain(`<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Moon&quot; &amp; 'Sun' &lt;!-- &lt;/title&gt; · Folio</title>`);
    expect(metaOf(html, 'og:title')).toBe('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Moon&quot; &amp; \'Sun\' &lt;!-- &lt;/title&gt;');
    expect(metaOf(html, 'og:image')).toBe(`${SITE}/uploads/covers/a&amp;b%22%3Cc%3E.webp`);
    // The only scripts are the build's entry and one data block, whose JSON, read up to its first `</script>`, is whole.
    expect(html.match(/<script/g)).toHaveLength(2);
    const [data] = jsonLdOf(html);
    expect(data).toMatchObject({ name: title, description: description.replace(/\s+/g, ' ') });
  });

  it('should give no book metadata to a book the public API does not show, keep its address out of indexes, and add nothing to private pages', async () => {
    const draft = await insertBook(t, { status: 'draft' });
    const pending = await insertBook(t, { approval: 'pending' });
    const rejected = await insertBook(t, { approval: 'rejected' });
    const deleted = await insertBook(t);
    await t.db.delete(ebooks).where(eq(ebooks.id, deleted.id));
    for (const book of [draft, pending, rejected, deleted]) {
      expect((await get(`/api/public/ebooks/${book.id}`)).statusCode).toBe(404);
      for (const url of [`/books/${book.id}`, `/books/${book.slug}`]) {
        const html = (await get(url)).body;
        expect(html, url).toContain('<meta name="robots" content="noindex">');
        expect(html, url).not.toContain(book.title);
        expect(html, url).not.toContain('og:');
        expect(html, url).not.toContain('application/ld+json');
        expect(html, url).toContain('<title>Folio</title>');
      }
    }
    // The admin area, the editor, the cart, the reader and sign-in are no public page of their own: nothing is added.
    for (const url of ['/admin', '/admin/ebooks', `/ebooks/edit/${draft.id}`, '/cart', `/flipbooks/${draft.id}`, '/login']) expect((await get(url)).body, url).toBe(INDEX);
  });

  it("should title the landing page and the library in the visitor's language, with each language's address", async () => {
    const landing = (await get('/')).body;
    expect(landing).toContain('<title>Folio · Interactive e-books for classrooms</title>');
    expect(metaOf(landing, 'description')).toBe('Write &amp; sell books.');
    expect(canonicalOf(landing)).toBe(`${SITE}/`);
    expect(metaOf(landing, 'og:type')).toBe('website');
    expect(metaOf(landing, 'og:locale')).toBe('en_US');
    expect(metaOf(landing, 'twitter:card')).toBe('summary');
    // The same page in each interface language, chosen by `?lng=` as the app reads it; without it, the visitor's.
    const alternates = [...landing.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, lng, href]) => `${lng} ${href}`);
    expect(alternates).toEqual([`en ${SITE}/?lng=en`, `bn ${SITE}/?lng=bn`, `ar ${SITE}/?lng=ar`, `ko ${SITE}/?lng=ko`, `ja ${SITE}/?lng=ja`, `x-default ${SITE}/`]);
    expect(jsonLdOf(landing)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: 'Folio',
        url: `${SITE}/`,
        potentialAction: { '@type': 'SearchAction', target: `${SITE}/ebooks?q={search_term_string}`, 'query-input': 'required name=search_term_string' },
      },
    ]);

    const arabic = await get('/?lng=ar');
    expect(arabic.body).toContain('<title>Folio · كتب إلكترونية تفاعلية</title>');
    expect(canonicalOf(arabic.body)).toBe(`${SITE}/?lng=ar`);
    expect(metaOf(arabic.body, 'og:locale')).toBe('ar_AR');
    expect(arabic.headers.vary).toMatch(/accept-language/i);
    // A language the build has no texts for has English's words; the browser's language chooses without `?lng=`.
    expect((await get('/?lng=ko')).body).toContain('<title>Folio · Interactive e-books for classrooms</title>');
    expect((await get('/', { 'accept-language': 'ar' })).body).toContain('<title>Folio · كتب إلكترونية تفاعلية</title>');

    const library = (await get('/ebooks?q=moon&page=2')).body;
    expect(library).toContain('<title>Book library · Folio</title>');
    expect(metaOf(library, 'description')).toBe('Find a book.');
    // A search or a page of the library is the library to an index.
    expect(canonicalOf(library)).toBe(`${SITE}/ebooks`);
    expect(canonicalOf((await get('/ebooks?lng=ar')).body)).toBe(`${SITE}/ebooks?lng=ar`);
  });

  it("should title a static page with its words in the visitor's language, and mark a missing one not to be indexed", async () => {
    await t.db.insert(staticPages).values({
      slug: 'about',
      title: 'About "us"',
      content: '<h2>Who</h2><p>We make <strong>books</strong> &amp; more.</p>',
      translations: { ar: { title: 'من نحن', content: '<p>نصنع الكتب.</p>' } },
    });
    const html = (await get('/pages/about')).body;
    expect(html).toContain('<title>About &quot;us&quot; · Folio</title>');
    expect(metaOf(html, 'description')).toBe('Who We make books &amp; more.');
    expect(canonicalOf(html)).toBe(`${SITE}/pages/about`);
    expect((await get('/pages/about?lng=ar')).body).toContain('<title>من نحن · Folio</title>');
    expect((await get('/pages/no-such-page')).body).toContain('<meta name="robots" content="noindex">');
  });

  it('should list the landing page, the library, the static pages and exactly the books the public API shows in the sitemap', async () => {
    const listed = await insertBook(t);
    const hidden = [await insertBook(t, { status: 'draft' }), await insertBook(t, { approval: 'pending' }), await insertBook(t, { approval: 'rejected' })];
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    const { data } = (await get('/api/public/ebooks?per_page=50')).json<{ data: { slug: string }[] }>();
    expect(data.map((book) => book.slug)).toContain(listed.slug);
    expect(locs).toEqual([`${SITE}/`, `${SITE}/ebooks`, `${SITE}/pages/about`, ...data.map((book) => `${SITE}/books/${book.slug}`)]);
    for (const book of hidden) expect(res.body).not.toContain(book.slug);
    const updated = (await t.db.select({ updatedAt: ebooks.updatedAt }).from(ebooks).where(eq(ebooks.id, listed.id)))[0]!.updatedAt;
    expect(res.body).toContain(`<url><loc>${SITE}/books/${listed.slug}</loc><lastmod>${updated.toISOString()}</lastmod></url>`);
  });

  it('should let crawlers read the public site, not the API, the admin area or the editors, and point them at the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const lines = res.body.trim().split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const path of ['/api/', '/admin', '/editor/', '/ebooks/edit/', '/templates/', '/cart', '/checkout']) expect(lines).toContain(`Disallow: ${path}`);
    for (const path of ['/ebooks', '/books/', '/pages/', '/flipbooks/', '/uploads/']) expect(lines.some((line) => line.startsWith('Disallow:') && path.startsWith(line.slice(10))), path).toBe(false);
    expect(lines.at(-1)).toBe(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it("should keep the Content-Security-Policy: the JSON-LD is a data block, and no script runs inline", async () => {
    const book = await publicBook();
    const res = await get(`/books/${book.id}`);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|nonce-|sha256-)/);
    const inline = [...res.body.matchAll(/<script([^>]*)>/g)].map(([, attributes]) => attributes!).filter((attributes) => !attributes.includes(' src='));
    expect(inline).toEqual([' type="application/ld+json"']);
  });

  it("should give the page a new ETag when the book's words change, and answer 304 while they do not", async () => {
    const book = await publicBook();
    const first = await get(`/books/${book.id}`);
    expect((await get(`/books/${book.id}`, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    await t.db.update(ebooks).set({ title: 'A new title' }).where(eq(ebooks.id, book.id));
    const after = await get(`/books/${book.id}`, { 'if-none-match': String(first.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('<title>A new title · Folio</title>');
  });
});

describe('search engines and link previews, without PUBLIC_URL', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = writeBuild();
    t = await createTestApp({ webDist: dist, publicUrl: undefined });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('should name the site by the host the request came to, when it is a host name', async () => {
    const book = await insertBook(t, { coverImage: '/uploads/covers/x.webp' });
    const html = (await t.app.inject({ url: `/books/${book.id}`, headers: { host: 'Books.Local:8080' } })).body;
    expect(canonicalOf(html)).toBe(`http://books.local:8080/books/${book.slug}`);
    expect(metaOf(html, 'og:image')).toBe('http://books.local:8080/uploads/covers/x.webp');
    expect((await t.app.inject({ url: '/robots.txt', headers: { host: '127.0.0.1:3000' } })).body).toContain('Sitemap: http://127.0.0.1:3000/sitemap.xml');
    expect((await t.app.inject({ url: '/sitemap.xml', headers: { host: '[::1]:3000' } })).body).toContain(`<loc>http://[::1]:3000/books/${book.slug}</loc>`);
  });

  it('should name no address from a Host header that is not a host name, and put none of it in the page', async () => {
    const book = await insertBook(t, { coverImage: '/uploads/covers/x.webp' });
    for (const host of ['evil.example/"><script>alert(1)</script>', 'a b', 'evil.example@x', 'x:y:z']) {
      const res = await t.app.inject({ url: `/books/${book.id}`, headers: { host } });
      expect(res.statusCode, host).toBe(200);
      expect(res.body, host).not.toContain('evil');
      expect(res.body, host).not.toContain('<script>alert');
      // The tags that need an absolute address are left out; the book's words stay.
      expect(canonicalOf(res.body), host).toBeUndefined();
      expect(metaOf(res.body, 'og:image'), host).toBeUndefined();
      expect(res.body, host).not.toContain('application/ld+json');
      expect(metaOf(res.body, 'og:title'), host).toBe(book.title);
      expect((await t.app.inject({ url: '/robots.txt', headers: { host } })).body, host).not.toContain('Sitemap:');
      expect((await t.app.inject({ url: '/sitemap.xml', headers: { host } })).statusCode, host).toBe(400);
    }
  });
});
