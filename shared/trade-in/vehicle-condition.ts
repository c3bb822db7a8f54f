/** The grades a shopper picks for their own vehicle's condition (the lead's 'Vehicle Condition'). */
export const VEHICLE_CONDITIONS = ['Excellent', 'Good', 'Fair', 'Poor'] as const;

export type VehicleCondition = (typeof VEHICLE_CONDITIONS)[number];
