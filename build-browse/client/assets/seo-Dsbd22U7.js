function a({title:n,description:t,canonical:e}){return[{title:n},{name:"description",content:t},...e?[{tagName:"link",rel:"canonical",href:e}]:[]]}export{a as p};
