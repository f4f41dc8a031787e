import * as system from '#schemas/endpoints/system.ts';
import { call } from './client.ts';

/**
 * The visitor's country and its dial code (spec section 4: "on start the app loads the country
 * code"). The SMS forms start with `countryDialingCode`. The permission config also has the
 * country, but not the dial code.
 */
export const getCountryCode = () => call(system.getCountryCode);
