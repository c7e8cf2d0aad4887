// A loader's redirect that Back never returns to. React Router pushes a loader's redirect unless told to
// replace: right for a link followed in the app (its own address was never pushed), wrong for a landing or
// Back and Forward, where the browser already shows the address being redirected. A redirect of a
// redirect that replaced replaces too (the browser still shows the first address while the chain runs).
import { redirect, replace } from 'react-router-dom';

const replacedTowards = new Set<string>();

export function redirectFrom(request: Request, target: string): Response {
  if (request.url !== window.location.href && !replacedTowards.delete(request.url)) return redirect(target);
  replacedTowards.add(new URL(target, request.url).href);
  return replace(target);
}
