/**
 * @generated SignedSource<<f1cc4252ccb6b3c572621bf36be01eb3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ElementsCsvExportQuery$variables = {
  slug: string;
};
export type ElementsCsvExportQuery$data = {
  readonly collection: {
    readonly elementsCsv: string;
  } | null | undefined;
};
export type ElementsCsvExportQuery = {
  response: ElementsCsvExportQuery$data;
  variables: ElementsCsvExportQuery$variables;
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
  "name": "elementsCsv",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ElementsCsvExportQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Collection",
        "kind": "LinkedField",
        "name": "collection",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
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
    "name": "ElementsCsvExportQuery",
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
    "cacheID": "517e282b9b7aa716714411abdc34c5c3",
    "id": null,
    "metadata": {},
    "name": "ElementsCsvExportQuery",
    "operationKind": "query",
    "text": "query ElementsCsvExportQuery(\n  $slug: String!\n) {\n  collection(slug: $slug) {\n    elementsCsv\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "de64cdc0b009d7a43ce3e8b5847235eb";

export default node;
