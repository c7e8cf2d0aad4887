// What every price of a type includes (decisions 332 and 532): the one list the results' "What's
// included", the product page and the mock's product detail show. Nothing checkout sells as an extra
// (controls, filters, flushes, radiator valves, longer warranties) is in it.
import type { ProductType } from './product-types';

export const WHATS_INCLUDED: Record<ProductType, readonly string[]> = {
  boiler: [
    'Your new boiler, fitted by a Gas Safe registered engineer',
    'Removal and recycling of your old boiler',
    'The manufacturer’s standard warranty, registered for you, and Building Regulations notification',
  ],
  'heat-pump': [
    'The heat pump and a hot water cylinder, fitted by MCS-certified engineers',
    'A heat loss survey of your home: if a radiator needs replacing, we price it with you before you commit',
    'We claim the Boiler Upgrade Scheme grant for you where your home qualifies: each price says the grant it has already had taken off',
    'Commissioning, MCS certificate and warranty registration',
  ],
  solar: [
    'Panels, inverter and mounting kit, fitted by MCS-certified engineers',
    'Scaffolding for the installation',
    'DNO notification so you can be paid for the electricity you export',
    'MCS certificate and warranty registration',
  ],
  battery: [
    'The battery and its inverter or gateway, fitted by our own electricians',
    'Set-up of the app so you can see and control your battery',
    'DNO notification and warranty registration',
  ],
  ev: [
    'The charger, fitted by an OZEV-approved installer',
    'Up to 10 metres of cable from your consumer unit and any protection it needs',
    'Set-up of the charger app and smart off-peak charging',
  ],
  aircon: [
    'The indoor and outdoor units, fitted by F-Gas certified engineers',
    'Up to 5 metres of pipework between the units',
    'Commissioning and warranty registration',
  ],
};

/** Said under every "What's included" list: the extras are priced apart, at checkout or in the enquiry. */
export const EXTRAS_NOT_INCLUDED = 'Optional extras are not in these prices: each product’s Add-ons lists them, and you choose them when you order.';
