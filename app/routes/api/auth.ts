import { data } from "react-router";
import { logIn, logOut, signUp } from "~/features/accounts/accounts.server";
import type { Route } from "./+types/auth";

async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return {};
  }
}

/** JSON API for the mobile apps: POST /api/v1/auth/sign-up, /login and /logout. */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: "Method not allowed." }, { status: 405 });
  switch (params.action) {
    case "sign-up": {
      const outcome = await signUp(await readJson(request), request);
      if (!outcome.ok) return data({ error: outcome.message, field: outcome.field }, { status: outcome.status });
      return data({ message: "User successfully signed up!", user: outcome.value }, { status: 201 });
    }
    case "login": {
      const outcome = await logIn(await readJson(request), request);
      if (!outcome.ok) return data({ error: outcome.message, field: outcome.field }, { status: outcome.status });
      return data({ message: "Login successful! Redirecting...", user: outcome.value }, { headers: outcome.headers });
    }
    case "logout":
      return data({ message: "Logged out." }, { headers: await logOut(request) });
    default:
      return data({ error: "Not found." }, { status: 404 });
  }
}

export function loader() {
  return data({ error: "Use POST." }, { status: 405 });
}
