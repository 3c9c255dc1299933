import { domAnimation } from 'motion/react'

// Loaded after the page, not with it: LazyMotion renders `m` elements without animation until then.
export default domAnimation
