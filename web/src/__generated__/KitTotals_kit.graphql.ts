/**
 * @generated SignedSource<<ac498cc0cb97db27e867f05faa80a32d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type KitTotals_kit$data = {
  readonly totalPrices: ReadonlyArray<{
    readonly formatted: string | null | undefined;
    readonly group: string;
  }>;
  readonly " $fragmentType": "KitTotals_kit";
};
export type KitTotals_kit$key = {
  readonly " $data"?: KitTotals_kit$data;
  readonly " $fragmentSpreads": FragmentRefs<"KitTotals_kit">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "KitTotals_kit",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Price",
      "kind": "LinkedField",
      "name": "totalPrices",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "group",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "formatted",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Kit",
  "abstractKey": null
};

(node as any).hash = "e2c39c25cb64b95790d3ad837fbf0b82";

export default node;
