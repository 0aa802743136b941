const n=[400,800];function r(e){return{src:`${e}-800.webp`,srcSet:n.map(p=>`${e}-${p}.webp ${p}w`).join(", ")}}export{r as s};
