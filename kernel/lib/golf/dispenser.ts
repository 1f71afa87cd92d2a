// The golf ball dispenser's QR code (spec part 1 §5: "A QR scan is valid only for one specific golf
// dispenser code"). One code for every club's dispenser, printed on the machine; what a scan reads
// (through the native shell, or typed in a browser) is compared after trimming.

export const DISPENSER_QR_CODE = 'COURTFLOW-GOLF-DISPENSER';

/** Whether what the scan read is the dispenser's code. */
export const isDispenserCode = (read: string): boolean => read.trim() === DISPENSER_QR_CODE;
