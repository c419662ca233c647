/**
 * @generated SignedSource<<654160099e317e58f44ec040bfe9f8a3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PriceGroupCode = "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" | "I";
import { FragmentRefs } from "relay-runtime";
export type FabricFamilyView_family$data = {
  readonly deleteWarning: string | null | undefined;
  readonly descriptionEn: string;
  readonly descriptionPl: string;
  readonly discountPercent: number;
  readonly fabricCount: number;
  readonly id: string;
  readonly isActive: boolean;
  readonly name: string;
  readonly priceGroup: PriceGroupCode;
  readonly slug: string;
  readonly version: number | null | undefined;
  readonly " $fragmentType": "FabricFamilyView_family";
};
export type FabricFamilyView_family$key = {
  readonly " $data"?: FabricFamilyView_family$data;
  readonly " $fragmentSpreads": FragmentRefs<"FabricFamilyView_family">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FabricFamilyView_family",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "priceGroup",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "discountPercent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "descriptionPl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "descriptionEn",
      "storageKey": null
    },
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
      "name": "fabricCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deleteWarning",
      "storageKey": null
    }
  ],
  "type": "FabricFamily",
  "abstractKey": null
};

(node as any).hash = "c9c65b4ea6c3d50ce2ed6db06c4c76bd";

export default node;
