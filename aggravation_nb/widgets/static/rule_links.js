// Words as Python split them: plain text, and rule ids as rule links (the
// page bar opens the rule's text when one is pressed).
function withRuleLinks(element, parts) {
  element.replaceChildren();
  for (const [words, rule, name] of parts || []) {
    if (!rule) {
      element.append(words);
      continue;
    }
    const link = document.createElement("button");
    link.type = "button";
    link.className = "agg-rule-link";
    link.dataset.rule = rule;
    link.setAttribute("aria-label", name);
    link.textContent = words;
    element.append(link);
  }
}
