import type {
  CollectionTextures,
  Fabric,
  FabricColorCreateBody,
  FabricCreateBody,
  FabricDeleted,
  FabricDetail,
  FabricFamily,
  FabricFamilyCreateBody,
  FabricFamilyDeleted,
  FabricFamilyDetail,
  FabricFamilyList,
  FabricFamilyUpdateBody,
  FabricParameter,
  FabricParameterCreateBody,
  FabricParameterKind,
  FabricParameters,
  FabricParameterUpdateBody,
  FabricUpdateBody,
} from '@meble/domain/fabric';
import { fabricEndpoints } from '@meble/domain/fabric-endpoints';
import type { RestClient } from '../rest-client.ts';

export function listFabricFamilies(rest: RestClient): Promise<FabricFamilyList> {
  return rest.call(fabricEndpoints.families);
}

/** The fabrics of these families, or of a collection's assigned families, in one call. */
export async function listFabricsOf(rest: RestClient, which: { families?: readonly string[]; collection?: string }): Promise<Fabric[]> {
  const query = { ...(which.families ? { families: which.families.join(',') } : {}), ...(which.collection === undefined ? {} : { collection: which.collection }) };
  return (await rest.call(fabricEndpoints.fabricsOf, { query })).fabrics;
}

export function getFabricFamily(rest: RestClient, slug: string): Promise<FabricFamilyDetail> {
  return rest.call(fabricEndpoints.family, { params: { slug } });
}

export function createFabricFamily(rest: RestClient, body: FabricFamilyCreateBody): Promise<FabricFamily> {
  return rest.call(fabricEndpoints.createFamily, { body });
}

export function updateFabricFamily(rest: RestClient, id: string, body: FabricFamilyUpdateBody, seen?: number): Promise<FabricFamily> {
  return rest.call(fabricEndpoints.updateFamily, { params: { id }, body, ifMatch: seen });
}

export function deleteFabricFamily(rest: RestClient, id: string, confirmed: boolean, seen?: number): Promise<FabricFamilyDeleted> {
  return rest.call(fabricEndpoints.removeFamily, { params: { id }, query: { confirmed: String(confirmed) }, ifMatch: seen });
}

export function getFabric(rest: RestClient, id: string): Promise<FabricDetail> {
  return rest.call(fabricEndpoints.fabric, { params: { id } });
}

export async function createFabric(rest: RestClient, body: FabricCreateBody): Promise<Fabric> {
  return (await rest.call(fabricEndpoints.createFabric, { body })).fabric;
}

export async function updateFabric(rest: RestClient, id: string, body: FabricUpdateBody, seen?: number): Promise<Fabric> {
  return (await rest.call(fabricEndpoints.updateFabric, { params: { id }, body, ifMatch: seen })).fabric;
}

export function deleteFabric(rest: RestClient, id: string, confirmed: boolean, seen?: number): Promise<FabricDeleted> {
  return rest.call(fabricEndpoints.removeFabric, { params: { id }, query: { confirmed: String(confirmed) }, ifMatch: seen });
}

export function listFabricParameters(rest: RestClient): Promise<FabricParameters> {
  return rest.call(fabricEndpoints.parameters);
}

export function createFabricParameter(rest: RestClient, kind: FabricParameterKind, body: FabricParameterCreateBody & Partial<Pick<FabricColorCreateBody, 'rgb'>>): Promise<FabricParameter> {
  if (kind === 'color') return rest.call(fabricEndpoints.createColor, { body: { ...body, rgb: body.rgb ?? '' } });
  return rest.call(kind === 'type' ? fabricEndpoints.createType : fabricEndpoints.createProperty, { body });
}

export function updateFabricParameter(rest: RestClient, id: string, body: FabricParameterUpdateBody, seen?: number): Promise<FabricParameter> {
  return rest.call(fabricEndpoints.updateParameter, { params: { id }, body, ifMatch: seen });
}

const ASSIGN = { color: fabricEndpoints.assignColor, type: fabricEndpoints.assignType, property: fabricEndpoints.assignProperty } as const;

/** Tags a fabric with a parameter (by the parameter's slug), or takes the tag away. */
export async function tagFabric(rest: RestClient, kind: FabricParameterKind, fabricId: string, slug: string, assign: boolean, seen?: number): Promise<Fabric> {
  return (await rest.call(ASSIGN[kind], { body: { fabricId, slug, assign }, ifMatch: seen })).fabric;
}

export function getCollectionTextures(rest: RestClient, collectionSlug: string): Promise<CollectionTextures> {
  return rest.call(fabricEndpoints.collectionTextures, { params: { slug: collectionSlug } });
}

export function assignFabricFamily(rest: RestClient, body: { tcSlug: string; cSlug: string; assigned: boolean }): Promise<CollectionTextures> {
  return rest.call(fabricEndpoints.assignFamily, { body });
}

export function setCollectionDefaultFabric(rest: RestClient, body: { tcSlug: string; cSlug: string; defaultFabricId: string | null }): Promise<CollectionTextures> {
  return rest.call(fabricEndpoints.setDefaultFabric, { body });
}
