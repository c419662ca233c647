import type { AssignedElementTextures, AssignedLegTextures, Finish, FinishBody, FinishDeleted, FinishKind, FinishUpdateBody } from '@meble/domain/finish';
import { finishEndpoints } from '@meble/domain/finish-endpoints';
import type { RestClient } from '../rest-client.ts';

/** Every finish with the collections it is assigned to, in one call. */
export async function listFinishes(rest: RestClient): Promise<Finish[]> {
  return (await rest.call(finishEndpoints.list, { query: {} })).finishes;
}

export async function getFinish(rest: RestClient, kind: FinishKind, id: string): Promise<Finish> {
  return (await rest.call(finishEndpoints.one, { params: { kind, id } })).finish;
}

export function createFinish(rest: RestClient, kind: FinishKind, body: FinishBody): Promise<Finish> {
  return rest.call(finishEndpoints.create, { params: { kind }, body });
}

export function updateFinish(rest: RestClient, kind: FinishKind, id: string, body: FinishUpdateBody, seen?: number): Promise<Finish> {
  return rest.call(finishEndpoints.update, { params: { kind, id }, body, ifMatch: seen });
}

export function deleteFinish(rest: RestClient, kind: FinishKind, id: string, confirmed: boolean, seen?: number): Promise<FinishDeleted> {
  return rest.call(finishEndpoints.remove, { params: { kind, id }, query: { confirmed: String(confirmed) }, ifMatch: seen });
}

export function assignLegFinish(rest: RestClient, cSlug: string, legColSlug: string, isAssigned: boolean): Promise<AssignedLegTextures> {
  return rest.call(finishEndpoints.assignLegs, { body: { cSlug, legColSlug, isAssigned } });
}

export function assignElementFinish(rest: RestClient, cSlug: string, elementColSlug: string, isAssigned: boolean): Promise<AssignedElementTextures> {
  return rest.call(finishEndpoints.assignElements, { body: { cSlug, elementColSlug, isAssigned } });
}
