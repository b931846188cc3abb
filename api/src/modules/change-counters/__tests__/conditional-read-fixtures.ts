import type { TestApp } from '../../../test-support/test-app';

/** The requests and expectations the conditional reads' tests share, over one test app. */
export function conditionalReadsOf(app: () => TestApp) {
  /** A full read: 200 with a weak tag. */
  async function tagOf(path: string, cookie: string): Promise<string> {
    const response = await app().http().get(path).set('Cookie', cookie);
    expect(response.status).toBe(200);
    const tag = response.headers.etag;
    expect(tag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    return String(tag);
  }

  function conditionalRead(path: string, cookie: string, tag: string) {
    return app().http().get(path).set('Cookie', cookie).set('If-None-Match', tag);
  }

  async function expectUnchanged(path: string, cookie: string, tag: string): Promise<void> {
    const response = await conditionalRead(path, cookie, tag);
    expect(response.status).toBe(304);
    expect(response.headers.etag).toBe(tag);
  }

  /** The read's tag before the write, which must succeed. */
  async function tagBefore(
    path: string,
    cookie: string,
    change: () => Promise<{ status: number }>,
  ): Promise<string> {
    const before = await tagOf(path, cookie);
    const written = await change();
    expect(written.status).toBeLessThan(300);
    return before;
  }

  /** The write happens; the read's tag is then another and the old one gets the full answer. */
  async function expectChangedBy(
    path: string,
    cookie: string,
    change: () => Promise<{ status: number }>,
  ): Promise<void> {
    const before = await tagBefore(path, cookie, change);
    const after = await conditionalRead(path, cookie, before);
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  }

  async function expectUnchangedBy(
    path: string,
    cookie: string,
    change: () => Promise<{ status: number }>,
  ): Promise<void> {
    await expectUnchanged(path, cookie, await tagBefore(path, cookie, change));
  }

  return { tagOf, conditionalRead, expectUnchanged, expectChangedBy, expectUnchangedBy };
}
