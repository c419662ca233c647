/**
 * @generated SignedSource<<15b9ff4a212ccb6532d0e91cd74d706d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type formMutation_error$data = {
  readonly __typename: string;
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

(node as any).hash = "0f683055985e01c06dade240a49cd8c2";

export default node;
