/**
 * @generated SignedSource<<c1f971ffabf45cdec35b4c092980fdf5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type KitView_kit$data = {
  readonly collection: {
    readonly name: string;
    readonly slug: string;
  };
  readonly id: string;
  readonly isActive: boolean;
  readonly name: string;
  readonly viewerCanDelete: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"KitDetails_kit" | "KitElementsTable_kit" | "KitTotals_kit">;
  readonly " $fragmentType": "KitView_kit";
};
export type KitView_kit$key = {
  readonly " $data"?: KitView_kit$data;
  readonly " $fragmentSpreads": FragmentRefs<"KitView_kit">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "KitView_kit",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isActive",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanDelete",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Collection",
      "kind": "LinkedField",
      "name": "collection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "KitDetails_kit"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "KitElementsTable_kit"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "KitTotals_kit"
    }
  ],
  "type": "Kit",
  "abstractKey": null
};
})();

(node as any).hash = "bc65893ba906b987cc80bbe967531dd7";

export default node;
