/**
 * @generated SignedSource<<fa01b4273df327ff97bdd59997085518>>
 * @relayHash 2c1cc30e472a9b7bd100769a79e1db54
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f4b0183a51a2ac640f5fa71c87655bee3d43c201476d94bb6cef9d6f65a10321

import { ConcreteRequest } from 'relay-runtime';
export type ElementsOtherScreenQuery$variables = {
  slug: string;
};
export type ElementsOtherScreenQuery$data = {
  readonly collection: {
    readonly name: string;
  } | null | undefined;
};
export type ElementsOtherScreenQuery = {
  response: ElementsOtherScreenQuery$data;
  variables: ElementsOtherScreenQuery$variables;
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
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ElementsOtherScreenQuery",
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
    "name": "ElementsOtherScreenQuery",
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
    "id": "f4b0183a51a2ac640f5fa71c87655bee3d43c201476d94bb6cef9d6f65a10321",
    "metadata": {},
    "name": "ElementsOtherScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b6140df2018edb2f81b7105995cc4999";

export default node;
