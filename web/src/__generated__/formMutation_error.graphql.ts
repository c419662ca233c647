/**
 * @generated SignedSource<<b90b0d5760675ccd0c43ffaf13ebc9c1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type formMutation_error$data = {
  readonly currentVersion?: number;
  readonly fieldErrors?: ReadonlyArray<{
    readonly field: string;
    readonly message: string;
  }>;
  readonly message: string;
  readonly " $fragmentType": "formMutation_error";
};
export type formMutation_error$key = {
  readonly " $data"?: formMutation_error$data;
  readonly " $fragmentSpreads": FragmentRefs<"formMutation_error">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "formMutation_error"
};

(node as any).hash = "b3eb786dd1cd98d55802d2467ca1c9da";

export default node;
