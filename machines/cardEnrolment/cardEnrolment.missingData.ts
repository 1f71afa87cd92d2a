// The missing-data update (spec part 2 §5): the ID number or the address, sent only when the
// payment method asks for them (askForFoid / askForAddress of the provider's country config).
// The machine checks that each asked part is filled; the server validates the document itself.
import type { Address, Foid } from './cardEnrolment.types';

const filled = (value: unknown): boolean => value !== null && value !== undefined && String(value).trim() !== '';

export const isFoidComplete = (foid: Foid | null): boolean =>
  foid !== null && filled(foid.foidCountry) && filled(foid.foidType) && filled(foid.foidNumber);

export const isAddressComplete = (address: Address | null): boolean =>
  address !== null && filled(address.countryCode) && filled(address.geoStateId) && filled(address.geoCityId) && filled(address.address);
