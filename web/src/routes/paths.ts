import { generatePath } from 'react-router';
import { START_PATTERNS as START } from './startPaths.ts';

/** Every address of both spec parts (part 1 §2, part 2 §2), once: the route table and every link read them here. */
export const PATTERNS = {
  login: START.login,
  // Part 1
  dashboard: '/dashboard',
  addContent: '/add',
  models: '/files/models',
  modelUpload: '/models/upload',
  icons: '/files/icons',
  iconUpload: '/icon/upload',
  collectionFiles: '/files/collections',
  collectionFileUpload: '/files/collection/upload',
  fabrics: '/add/fabric',
  textureFiles: '/files/textures',
  textureImages: '/files/textures/images',
  textureElementImages: '/files/textures/elements',
  imageUpload: '/images/upload',
  textureUpload: '/textures/upload',
  fabricFamilyCreate: '/texture/create',
  fabricFamily: '/texture/fabrics/:slug',
  fabric: '/texture/:slug/fabric/:id',
  fabricEdit: '/texture/:slug/fabric/edit/:id',
  fabricCreate: '/texture/:slug/fabric/create',
  // Not in the spec's table: D24's finishes screens, reached from 'Dodanie zawartości' → 'Wybarwienia'.
  legFinishes: '/finishes/legs',
  elementFinishes: '/finishes/elements',
  legFinishCreate: '/finishes/legs/create',
  elementFinishCreate: '/finishes/elements/create',
  legFinish: '/finishes/legs/:id',
  elementFinish: '/finishes/elements/:id',
  fabricSettings: '/settings-fabrics',
  fabricColorCreate: '/settings/create-fabric-color',
  fabricTypeCreate: '/settings/create-fabric-type',
  fabricPropertyCreate: '/settings/create-fabric-property',
  settings: '/settings',
  users: '/admin/users-list',
  userCreate: '/admin/create-user',
  userPassword: '/admin/user/change-password/:id',
  // Not in the spec's table: D28's user edit.
  userEdit: '/admin/user/edit/:id',
  translations: '/settings-translations',
  translationEdit: '/settings-translations/edit/:id',
  // Not in the spec's table: D29's history of every change.
  history: '/settings/history',
  clientConfigurations: START.clientConfigurations,
  clientConfiguration: '/client-configuration-details/:id',
  // Part 2
  collections: START.collections,
  collectionCreate: '/collections/create',
  collection: '/collection/:slug',
  collectionEdit: '/collection/edit/:slug',
  discounts: '/collection/:slug/discounts',
  elementCategories: '/collection/:slug/categories',
  elementCategoryCreate: '/element-category/create/:slug',
  elementCategoryUpdate: '/element-category/update/:id',
  collectionTextures: '/collection/:slug/textures',
  collectionTexturesAssign: '/collection/:slug/textures/assign',
  elements: '/collection/:slug/elements',
  element: '/collection/:slug/elements/:elementId',
  elementEdit: '/collection/:slug/elements/edit/:elementId',
  elementCreate: '/collection/:slug/elements/create',
  // Not in the spec's table: where its CSV import of elements (part 2 §5, D20, D21) happens.
  elementsImport: '/collection/:slug/elements/import',
  kits: '/collection/:slug/sets',
  kit: '/collection/:slug/sets/:id',
  // Not in the spec's table: D28's kit edit.
  kitEdit: '/collection/:slug/sets/:id/edit',
  legsColors: '/collection/:slug/legs-colors',
  legsTexturesAssign: '/collection/:slug/legs-textures/assign',
  elementsColors: '/collection/:slug/elements-colors',
  elementsTexturesAssign: '/collection/:slug/elements-textures/assign',
  elementsOther: '/collection/:slug/elements-other',
} as const;

export type RouteName = keyof typeof PATTERNS;
export type RoutePattern = (typeof PATTERNS)[RouteName];

/** The values a pattern's `:params` take, as react-router's `generatePath` types them. */
export type ParamsOf<Pattern extends string> = NonNullable<Parameters<typeof generatePath<Pattern>>[1]>;

/** A link to a pattern with params: react-router's `generatePath` fills them in, encoded. */
function build<Pattern extends string>(pattern: Pattern): (params: ParamsOf<Pattern>) => string {
  return (params) => generatePath(pattern, params);
}

/** A link to a pattern without params. */
function fixed(pattern: RoutePattern): () => string {
  return () => pattern;
}

const P = PATTERNS;

/** Every link the screens make, by route name, from the one table above: `paths.element({ slug, elementId })`. */
export const paths = {
  clientConfigurations: fixed(P.clientConfigurations),
  clientConfiguration: build(P.clientConfiguration),
  collections: fixed(P.collections),
  collectionCreate: fixed(P.collectionCreate),
  collection: build(P.collection),
  collectionEdit: build(P.collectionEdit),
  discounts: build(P.discounts),
  elementCategories: build(P.elementCategories),
  elementCategoryCreate: build(P.elementCategoryCreate),
  elementCategoryUpdate: build(P.elementCategoryUpdate),
  elements: build(P.elements),
  element: build(P.element),
  elementEdit: build(P.elementEdit),
  elementCreate: build(P.elementCreate),
  elementsImport: build(P.elementsImport),
  kits: build(P.kits),
  kit: build(P.kit),
  kitEdit: build(P.kitEdit),
  translations: fixed(P.translations),
  translationEdit: build(P.translationEdit),
  history: fixed(P.history),
  // Fabrics.
  fabrics: fixed(P.fabrics),
  fabricFamilyCreate: fixed(P.fabricFamilyCreate),
  fabricFamily: build(P.fabricFamily),
  fabric: build(P.fabric),
  fabricEdit: build(P.fabricEdit),
  fabricCreate: build(P.fabricCreate),
  fabricSettings: fixed(P.fabricSettings),
  collectionTextures: build(P.collectionTextures),
  collectionTexturesAssign: build(P.collectionTexturesAssign),
  // Finishes.
  legFinishes: fixed(P.legFinishes),
  elementFinishes: fixed(P.elementFinishes),
  legFinishCreate: fixed(P.legFinishCreate),
  elementFinishCreate: fixed(P.elementFinishCreate),
  legFinish: build(P.legFinish),
  elementFinish: build(P.elementFinish),
  legsColors: build(P.legsColors),
  legsTexturesAssign: build(P.legsTexturesAssign),
  elementsColors: build(P.elementsColors),
  elementsTexturesAssign: build(P.elementsTexturesAssign),
  elementsOther: build(P.elementsOther),
  // Users and salons.
  users: fixed(P.users),
  userCreate: fixed(P.userCreate),
  userPassword: build(P.userPassword),
  userEdit: build(P.userEdit),
} as const;
