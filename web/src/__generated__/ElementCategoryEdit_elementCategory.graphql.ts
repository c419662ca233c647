/**
 * @generated SignedSource<<3fc69355f74f9e695d9484272ec7ccfe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ElementCategoryEdit_elementCategory$data = {
  readonly available: boolean;
  readonly collection: {
    readonly name: string;
    readonly slug: string;
  };
  readonly displayOrd: number;
  readonly id: string;
  readonly name: string;
  readonly nameEn: string;
  readonly viewerCanDelete: boolean;
  readonly " $fragmentType": "ElementCategoryEdit_elementCategory";
};
export type ElementCategoryEdit_elementCategory$key = {
  readonly " $data"?: ElementCategoryEdit_elementCategory$data;
  readonly " $fragmentSpreads": FragmentRefs<"ElementCategoryEdit_elementCategory">;
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
  "name": "ElementCategoryEdit_elementCategory",
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
      "name": "nameEn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "displayOrd",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "available",
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
    }
  ],
  "type": "ElementCategory",
  "abstractKey": null
};
})();

(node as any).hash = "831b6649eb3eb49ca918785fc0b68084";

export default node;
