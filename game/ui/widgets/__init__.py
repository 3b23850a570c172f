"""Small pygame drawing pieces shared by every table: cards, chips, tokens, dice faces, tweens,
drag and drop, and the layout view. Each draws into a rect it is given, at any scale; none reads
game state, so a scene passes in exactly what the seat's view allows it to show."""
