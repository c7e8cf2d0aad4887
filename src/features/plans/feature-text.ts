// How a plan's feature reads in its list (the fixtures' features start with a capital; a backend's
// may not): sentence case, without touching words that carry their own capitals (iPhone, kWh).

/** "priority booking" -> "Priority booking"; "kWh meter", "iPhone app" and "24-hour helpline" unchanged. */
export function featureText(feature: string): string {
  const text = feature.trim();
  return /^[a-z]+(?![A-Za-z])/.test(text) ? text[0]!.toUpperCase() + text.slice(1) : text;
}
