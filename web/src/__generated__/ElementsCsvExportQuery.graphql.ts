/**
 * @generated SignedSource<<2d5600256c52b8e1cc1389b1dc8b00ce>>
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
    readonly id: string;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "slug",
        "variableName": "slug"
      }
    ],
    "concreteType": "Collection",
    "kind": "LinkedField",
    "name": "collection",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "elementsCsv",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ElementsCsvExportQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ElementsCsvExportQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6d8d4d4ed0e0a64945178b651ab781c9",
    "id": null,
    "metadata": {},
    "name": "ElementsCsvExportQuery",
    "operationKind": "query",
    "text": "query ElementsCsvExportQuery(\n  $slug: String!\n) {\n  collection(slug: $slug) {\n    id\n    elementsCsv\n  }\n}\n"
  }
};
})();

(node as any).hash = "1419ddf0b44d48856f8ec2c0e81af583";

export default node;
