function r(e){return`/media/${e}`}export{r as m};
