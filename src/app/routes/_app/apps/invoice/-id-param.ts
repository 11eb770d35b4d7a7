/** An id from the path: a positive whole number, or 0, which the pages answer with "not found". */
export const idParam = (text: string) => (/^[1-9]\d{0,15}$/.test(text) ? Number(text) : 0)
