// Cuts libphonenumber-js's metadata down to the countries that share +44 (GB, Guernsey, Isle of
// Man, Jersey): the site validates UK numbers only, and the full set adds ~19 KB gzip to the
// details step. The official generator downloads Google's XML, so we cut the package's own
// metadata.max.json instead (docs/decisions/140). Run: npm run phone-metadata
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const UK_CALLING_CODE = '44';
const COUNTRIES = ['GB', 'GG', 'IM', 'JE'];
// Ofcom keeps 07700 900000-900999 for drama and examples; Google's metadata calls it invalid, but
// our mocks, docs and testers use it, so GB mobiles accept it too (decision 140).
const OFCOM_DRAMA_MOBILES = '7700900\\d{3}';
// Positions in the compressed ("max") metadata arrays: a country's number types, then mobile.
const TYPES_INDEX = 11;
const MOBILE_INDEX = 1;

const source = fileURLToPath(new URL('../node_modules/libphonenumber-js/metadata.max.json', import.meta.url));
const target = fileURLToPath(new URL('../src/domain/phone-metadata.json', import.meta.url));

const full = JSON.parse(readFileSync(source, 'utf8'));
const sharing = full.country_calling_codes[UK_CALLING_CODE];
if (JSON.stringify([...sharing].sort()) !== JSON.stringify([...COUNTRIES].sort())) {
  throw new Error(`+${UK_CALLING_CODE} is now shared by ${sharing.join(', ')}; update COUNTRIES`);
}

const cut = {
  version: full.version,
  country_calling_codes: { [UK_CALLING_CODE]: sharing },
  countries: Object.fromEntries(
    sharing.map((country) => {
      if (!full.countries[country]) throw new Error(`metadata.max.json has no ${country}`);
      return [country, full.countries[country]];
    }),
  ),
  nonGeographic: {},
};

const gbMobile = cut.countries.GB[TYPES_INDEX]?.[MOBILE_INDEX];
if (!Array.isArray(gbMobile) || typeof gbMobile[0] !== 'string' || !gbMobile[0].startsWith('7')) {
  throw new Error('metadata.max.json layout changed: GB mobile pattern not found');
}
gbMobile[0] = `${gbMobile[0]}|${OFCOM_DRAMA_MOBILES}`;

writeFileSync(target, `${JSON.stringify(cut)}\n`);
console.log(`wrote ${target} (${sharing.join(', ')}, ${Buffer.byteLength(JSON.stringify(cut))} bytes)`);
