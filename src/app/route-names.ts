// Route names: "Navigation scrolls smoothly to the top unless the route name is unchanged".
// Each route carries its name in `handle`; moving between two URLs of one route (the next
// question of a questionnaire, a popup, another result filter) keeps the scroll position.
export type RouteName =
  | 'home'
  | 'contact'
  | 'quote-start'
  | 'quote'
  | 'results'
  | 'product'
  | 'checkout'
  | 'enquire'
  | 'survey'
  | 'service'
  | 'plans'
  | 'order'
  | 'order-tracking'
  | 'order-upload'
  | 'order-pay'
  | 'price-match'
  | 'not-found';

export interface RouteHandle {
  name?: RouteName;
  /** Loads the route's page (and what it needs to show anything) ahead of the first render. */
  preload?: (params: Readonly<Record<string, string | undefined>>) => Promise<unknown>;
  /**
   * The address to show instead, or null to stay. A landing has it applied before the first render
   * (routes.tsx `landingAddress`), so the first render is the last and Back never returns to the old address.
   */
  redirect?: (params: Readonly<Record<string, string | undefined>>, search: URLSearchParams) => string | null | Promise<string | null>;
}

/** The name of the deepest matched route that has one (matchRoutes' answer). */
export function routeNameOf(matches: readonly { route: { handle?: unknown } }[]): RouteName | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.route.handle as RouteHandle | undefined;
    if (handle?.name) return handle.name;
  }
  return undefined;
}
