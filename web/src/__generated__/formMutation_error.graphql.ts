/**
 * @generated SignedSource<<dccf9d6d01cbb5840fcf49cba1abb753>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type formMutation_error$data = {
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

(node as any).hash = "86a429ce14424b9a1823b12174ac3309";

export default node;
