/**
 * @generated SignedSource<<fdf4a5caf044da2423eef8f48e396807>>
 * @relayHash 25ff87cc3c03563454977f35d8e6f1a4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 217ce8914acee129668380e92d0f2c3830773223a71cd81e02561fd1ea9715c8

import { ConcreteRequest } from 'relay-runtime';
export type ElementsImportScreenQuery$variables = {
  slug: string;
};
export type ElementsImportScreenQuery$data = {
  readonly collection: {
    readonly id: string;
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
        "name": "slug",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
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
    "name": "ElementsImportScreenQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ElementsImportScreenQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "217ce8914acee129668380e92d0f2c3830773223a71cd81e02561fd1ea9715c8",
    "metadata": {},
    "name": "ElementsImportScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d99ff885552c6626d9e917f533c1e7d6";

export default node;
