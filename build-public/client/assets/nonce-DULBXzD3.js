import{r as t}from"./chunk-OB3PAWPO-ecPAlZCW.js";const e=t.createContext("");function n(){return t.useContext(e)}export{n as u};
