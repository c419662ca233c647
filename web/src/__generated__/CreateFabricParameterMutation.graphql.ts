/**
 * @generated SignedSource<<1f3b7c0626b5a81dcbe1c3b798bffd38>>
 * @relayHash 664bba7ecfa69ffd1c5860af16d1aee2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 92fd938d9b544eb91a1b405a0b4599a4a4f6e953ceb8c616bff571497bb88c8a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FabricParameterKind = "COLOR" | "PROPERTY" | "TYPE";
export type FabricParameterInput = {
  displayOrd: string;
  name: string;
  rgb?: string | null | undefined;
};
export type CreateFabricParameterMutation$variables = {
  input: FabricParameterInput;
  kind: FabricParameterKind;
};
export type CreateFabricParameterMutation$data = {
  readonly createFabricParameter: {
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"formMutation_error">;
    } | null | undefined;
    readonly payload: {
      readonly color: {
        readonly id: string;
        readonly name: string;
      } | null | undefined;
      readonly property: {
        readonly id: string;
        readonly name: string;
      } | null | undefined;
      readonly type: {
        readonly id: string;
        readonly name: string;
      } | null | undefined;
    } | null | undefined;
  };
};
export type CreateFabricParameterMutation = {
  response: CreateFabricParameterMutation$data;
  variables: CreateFabricParameterMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "kind"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  },
  {
    "kind": "Variable",
    "name": "kind",
    "variableName": "kind"
  }
],
v3 = [
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
  }
],
v4 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FabricColor",
      "kind": "LinkedField",
      "name": "color",
      "plural": false,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FabricType",
      "kind": "LinkedField",
      "name": "type",
      "plural": false,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FabricProperty",
      "kind": "LinkedField",
      "name": "property",
      "plural": false,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "FabricParameterPayload",
  "abstractKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v6 = [
  (v5/*:: as any*/),
  {
    "kind": "InlineFragment",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FieldError",
        "kind": "LinkedField",
        "name": "fieldErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "ValidationError",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "currentVersion",
        "storageKey": null
      }
    ],
    "type": "ConflictError",
    "abstractKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "CreateFabricParameterMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createFabricParameter",
        "plural": false,
        "selections": [
          {
            "fragment": (v4/*:: as any*/),
            "kind": "AliasedInlineFragmentSpread",
            "name": "payload"
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "formMutation_error",
                  "selections": (v6/*:: as any*/),
                  "args": null,
                  "argumentDefinitions": []
                }
              ],
              "type": "Error",
              "abstractKey": "__isError"
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "error"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "CreateFabricParameterMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createFabricParameter",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": (v6/*:: as any*/),
            "type": "Error",
            "abstractKey": "__isError"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "92fd938d9b544eb91a1b405a0b4599a4a4f6e953ceb8c616bff571497bb88c8a",
    "metadata": {},
    "name": "CreateFabricParameterMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8c508d16f8d4fdbf7349b810f603ae1e";

export default node;
