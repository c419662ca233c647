/**
 * @generated SignedSource<<b398e0a4c944d82cceeec7e4176c49f0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FabricTags_parameters$data = {
  readonly colors: ReadonlyArray<{
    readonly id: string;
    readonly isActive: boolean;
    readonly name: string;
    readonly rgb: string;
  }>;
  readonly properties: ReadonlyArray<{
    readonly id: string;
    readonly isActive: boolean;
    readonly name: string;
  }>;
  readonly types: ReadonlyArray<{
    readonly id: string;
    readonly isActive: boolean;
    readonly name: string;
  }>;
  readonly " $fragmentType": "FabricTags_parameters";
};
export type FabricTags_parameters$key = {
  readonly " $data"?: FabricTags_parameters$data;
  readonly " $fragmentSpreads": FragmentRefs<"FabricTags_parameters">;
};

const node: ReaderFragment = (function(){
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
v3 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/),
  (v2/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FabricTags_parameters",
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
        (v2/*:: as any*/)
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
      "selections": (v3/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FabricProperty",
      "kind": "LinkedField",
      "name": "properties",
      "plural": true,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "FabricFilterParameters",
  "abstractKey": null
};
})();

(node as any).hash = "cff83d600224f229d8c41ffe8b82a9a5";

export default node;
