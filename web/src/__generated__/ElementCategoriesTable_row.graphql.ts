/**
 * @generated SignedSource<<72b9bf0c3fb60b4a017ea183955a4714>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ElementCategoriesTable_row$data = {
  readonly available: boolean;
  readonly displayOrd: number;
  readonly id: string;
  readonly name: string;
  readonly nameEn: string;
  readonly viewerCannotDeleteReason: string | null | undefined;
  readonly " $fragmentType": "ElementCategoriesTable_row";
};
export type ElementCategoriesTable_row$key = {
  readonly " $data"?: ElementCategoriesTable_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"ElementCategoriesTable_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ElementCategoriesTable_row",
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
      "name": "name",
      "storageKey": null
    },
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
      "name": "viewerCannotDeleteReason",
      "storageKey": null
    }
  ],
  "type": "ElementCategory",
  "abstractKey": null
};

(node as any).hash = "964e781cc57b1cb51c54878c77d3150e";

export default node;
