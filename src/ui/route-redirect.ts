// A loader's redirect that Back never returns to: it replaces where the browser already shows the redirected address
// (a landing, Back and Forward, a redirect's redirect), and pushes only for a link followed in the app.
import { redirect, replace } from 'react-router-dom';

const replacedTowards = new Set<string>();

export function redirectFrom(request: Request, target: string): Response {
  if (request.url !== window.location.href && !replacedTowards.delete(request.url)) return redirect(target);
  replacedTowards.add(new URL(target, request.url).href);
  return replace(target);
}
