/**
 * @generated SignedSource<<9657995d170ee0bb06dbfa4931ce81f2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FabricTags_fabric$data = {
  readonly colors: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly id: string;
  readonly properties: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly types: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly " $fragmentType": "FabricTags_fabric";
};
export type FabricTags_fabric$key = {
  readonly " $data"?: FabricTags_fabric$data;
  readonly " $fragmentSpreads": FragmentRefs<"FabricTags_fabric">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FabricTags_fabric",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "FabricColor",
      "kind": "LinkedField",
      "name": "colors",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FabricType",
      "kind": "LinkedField",
      "name": "types",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FabricProperty",
      "kind": "LinkedField",
      "name": "properties",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Fabric",
  "abstractKey": null
};
})();

(node as any).hash = "bbf10b150e7ee559379d1f99e262c432";

export default node;
