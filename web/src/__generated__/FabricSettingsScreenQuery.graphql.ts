/**
 * @generated SignedSource<<f79f8d1433d446e48f117dfedb23c6a8>>
 * @relayHash 4f9557444214aaccd0e66e9c4253f951
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 18c03e3b3cb94f99dcf28d59b04b7944bf3cbcae1c532f6af8ad20edfd9e8e23

import { ConcreteRequest } from 'relay-runtime';
export type FabricSettingsScreenQuery$variables = Record<PropertyKey, never>;
export type FabricSettingsScreenQuery$data = {
  readonly fabricFilterParameters: {
    readonly colors: ReadonlyArray<{
      readonly displayOrd: number;
      readonly id: string;
      readonly isActive: boolean;
      readonly name: string;
      readonly rgb: string;
    }>;
    readonly properties: ReadonlyArray<{
      readonly displayOrd: number;
      readonly id: string;
      readonly isActive: boolean;
      readonly name: string;
    }>;
    readonly types: ReadonlyArray<{
      readonly displayOrd: number;
      readonly id: string;
      readonly isActive: boolean;
      readonly name: string;
    }>;
  };
};
export type FabricSettingsScreenQuery = {
  response: FabricSettingsScreenQuery$data;
  variables: FabricSettingsScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isActive",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayOrd",
  "storageKey": null
},
v4 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/),
  (v2/*:: as any*/),
  (v3/*:: as any*/)
],
v5 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "FabricFilterParameters",
    "kind": "LinkedField",
    "name": "fabricFilterParameters",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FabricColor",
        "kind": "LinkedField",
        "name": "colors",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rgb",
            "storageKey": null
          },
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "FabricType",
        "kind": "LinkedField",
        "name": "types",
        "plural": true,
        "selections": (v4/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "FabricProperty",
        "kind": "LinkedField",
        "name": "properties",
        "plural": true,
        "selections": (v4/*:: as any*/),
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FabricSettingsScreenQuery",
    "selections": (v5/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FabricSettingsScreenQuery",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "id": "18c03e3b3cb94f99dcf28d59b04b7944bf3cbcae1c532f6af8ad20edfd9e8e23",
    "metadata": {},
    "name": "FabricSettingsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1cd202496f233343e535cee96319b35f";

export default node;
