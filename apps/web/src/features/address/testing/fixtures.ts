/** The shared factories (packages/domain), under the names the order screens' tests use. */
export { aCartItemView as aCartItem, anAddressView as anAddress } from '@steelcut/domain/testing/factories';
