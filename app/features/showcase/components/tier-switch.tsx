// The Basic / Featured / Premium switch: a native radio group, so arrow keys and screen readers work as expected.
import { useId } from "react";
import { PROTO_TIER_KEYS, type ProtoTierKey } from "../showcase.constants";
import { TIER_NAMES, TIER_SWITCH_LABEL } from "../showcase.copy";

export function TierSwitch({
  value,
  onChange,
}: {
  value: ProtoTierKey;
  onChange: (tier: ProtoTierKey) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{TIER_SWITCH_LABEL}</legend>
      <div className="mt-1 grid grid-cols-3 gap-1 rounded-lg bg-slate-100 p-1">
        {PROTO_TIER_KEYS.map((tier) => (
          <label key={tier} className="relative">
            <input
              type="radio"
              name={name}
              value={tier}
              checked={value === tier}
              onChange={() => onChange(tier)}
              className="peer sr-only"
            />
            <span className="block cursor-pointer rounded-md px-2 py-2 text-center text-sm font-semibold text-slate-700 peer-checked:bg-white peer-checked:text-slate-900 peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-teal-700">
              {TIER_NAMES[tier]}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
