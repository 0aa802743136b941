/** The address this file's clients speak from unless given one (shared-server.ts); none: the connection's own. */
let fileAddress: string | undefined;

/** Every HttpClient made from now on in this file speaks from `address` unless given another; none: its own. */
export function speakFrom(address: string | undefined) {
  fileAddress = address;
}

/** fetch with a cookie jar and the Origin header a browser would send, for speaking to the server over HTTP. */
export class HttpClient {
  constructor(
    readonly baseUrl: string,
    private readonly cookies = new Map<string, string>(),
    /** The client address a trusted proxy (TRUST_PROXY=1) reports for every request, in X-Forwarded-For. */
    private readonly address = fileAddress,
  ) {}

  /** The same browser speaking to another address (another instance of the app): it shares this cookie jar. */
  at(baseUrl: string): HttpClient {
    return new HttpClient(baseUrl, this.cookies, this.address);
  }

  /** A new browser (its own cookie jar) whose requests reach a server with TRUST_PROXY=1 from `address`. */
  static from(baseUrl: string, address: string): HttpClient {
    return new HttpClient(baseUrl, new Map(), address);
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set("origin", this.baseUrl);
    if (this.address && !headers.has("x-forwarded-for")) headers.set("x-forwarded-for", this.address);
    if (this.cookies.size > 0) {
      headers.set("cookie", [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    }
    const response = await fetch(new URL(path, this.baseUrl), { redirect: "manual", ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /max-age=0\b/i.test(a.trim())) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  get(path: string, init: RequestInit = {}) {
    return this.request(path, { ...init, method: "GET" });
  }

  /** Posts a form the way a browser does (application/x-www-form-urlencoded). */
  postForm(path: string, fields: Record<string, string | string[]>, init: RequestInit = {}) {
    const body = new URLSearchParams();
    for (const [key, value] of Object.entries(fields)) {
      for (const v of Array.isArray(value) ? value : [value]) body.append(key, v);
    }
    return this.request(path, { ...init, method: "POST", body });
  }

  postJson(path: string, json: unknown, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    headers.set("content-type", "application/json");
    return this.request(path, { ...init, method: "POST", headers, body: JSON.stringify(json) });
  }

  hasCookies(): boolean {
    return this.cookies.size > 0;
  }

  hasCookie(name: string): boolean {
    return this.cookies.has(name);
  }
}
