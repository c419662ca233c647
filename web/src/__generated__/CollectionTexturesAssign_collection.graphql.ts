/**
 * @generated SignedSource<<590e60a33e72286e741ec38897a62f37>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CollectionTexturesAssign_collection$data = {
  readonly defaultFabric: {
    readonly family: {
      readonly id: string;
      readonly isActive: boolean;
    };
    readonly id: string;
    readonly isActive: boolean;
    readonly name: string;
  } | null | undefined;
  readonly id: string;
  readonly textures: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly " $fragmentType": "CollectionTexturesAssign_collection";
};
export type CollectionTexturesAssign_collection$key = {
  readonly " $data"?: CollectionTexturesAssign_collection$data;
  readonly " $fragmentSpreads": FragmentRefs<"CollectionTexturesAssign_collection">;
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
  "name": "isActive",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CollectionTexturesAssign_collection",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "FabricFamily",
      "kind": "LinkedField",
      "name": "textures",
      "plural": true,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Fabric",
      "kind": "LinkedField",
      "name": "defaultFabric",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "FabricFamily",
          "kind": "LinkedField",
          "name": "family",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Collection",
  "abstractKey": null
};
})();

(node as any).hash = "f4f55f3b53bff8723eb5239d638f3468";

export default node;
