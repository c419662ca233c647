/**
 * @generated SignedSource<<cfb41ea5254beb539ae0fb021e454e51>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ElementsImportScreenQuery$variables = {
  slug: string;
};
export type ElementsImportScreenQuery$data = {
  readonly collection: {
    readonly name: string;
    readonly slug: string;
  } | null | undefined;
};
export type ElementsImportScreenQuery = {
  response: ElementsImportScreenQuery$data;
  variables: ElementsImportScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ElementsImportScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Collection",
        "kind": "LinkedField",
        "name": "collection",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ElementsImportScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Collection",
        "kind": "LinkedField",
        "name": "collection",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5d52ad6551799cd3c2f6f09e7147d3dc",
    "id": null,
    "metadata": {},
    "name": "ElementsImportScreenQuery",
    "operationKind": "query",
    "text": "query ElementsImportScreenQuery(\n  $slug: String!\n) {\n  collection(slug: $slug) {\n    slug\n    name\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "d0980e2b9e1edf322635428f975b7e9b";

export default node;
