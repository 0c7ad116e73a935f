/**
 * Which apps may call the sandbox's HTTP server (CORS) and be returned to by its hosted pages: any app on this
 * machine (http://localhost:<port>, http://127.0.0.1:<port>), plus the partners' origins it was started with.
 */
const thisMachine = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;

export function isAppOrigin(origin: string, partnerOrigins: readonly string[]): boolean {
  return thisMachine.test(origin) || partnerOrigins.includes(origin);
}

/** `https://a.example, http://localhost:3000/` → their origins; anything that is not a URL is dropped. */
export function parseOrigins(list: readonly string[]): string[] {
  return list
    .flatMap((item) => item.split(','))
    .map((item) => item.trim())
    .filter((item) => URL.canParse(item))
    .map((item) => new URL(item).origin);
}
