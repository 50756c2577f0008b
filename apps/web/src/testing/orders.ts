/** The shared factories (packages/domain), under the names the web tests use. */
export { anOrderItemView as anOrderItem, anOrderView as anOrder } from '@steelcut/domain/testing/factories';
