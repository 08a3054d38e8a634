import {
  AddressLookup,
  LocationGateway,
  OperationGateway,
  ResourceTypeGateway,
} from '../../application/locations/location-gateway';
import { HttpClient } from '../http/http-client';
import { HttpAddressLookup } from '../locations/http-address-lookup';
import { HttpLocationGateway } from '../locations/http-location-gateway';
import { HttpOperationGateway } from '../locations/http-operation-gateway';
import { HttpResourceTypeGateway } from '../locations/http-resource-type-gateway';
import { portalModule } from './binder';

/** The locations area's gateways: what other areas' screens use of it, loaded without its screens. */
export const locationsPortsModule = portalModule((b) => {
  b.factory(LocationGateway, [HttpClient], (http) => new HttpLocationGateway(http)).inSingletonScope();
  b.factory(
    ResourceTypeGateway,
    [HttpClient],
    (http) => new HttpResourceTypeGateway(http),
  ).inSingletonScope();
  b.factory(OperationGateway, [HttpClient], (http) => new HttpOperationGateway(http)).inSingletonScope();
  b.factory(AddressLookup, [HttpClient], (http) => new HttpAddressLookup(http)).inSingletonScope();
});
