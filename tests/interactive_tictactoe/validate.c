/*
 * Validator for interactive_tictactoe: exit 42 for a judge's input, 43
 * and a reason otherwise (tests/common/validate.h).  The input is the
 * interactor's (see interactor.c):
 *
 *   SIDE NEED           first or second; valid, never_lose, always_win
 *   ROW                 or both; the start grid, 3 rows of ".xo", a
 *   ROW                 position of a real game, not over, where the
 *   ROW                 program cannot be beaten when NEED asks it never
 *   STRATEGY            to lose; perfect, forks, random SEED (1 to
 *                       10^9), blunder K (1 to 5) or moves C... (1 to 5
 *                       cells, each 1 to 9)
 */
#include <string.h>

#include "../common/validate.h"

static char grid[10];	/* the 9 cells, then a NUL */

/* A word of lowercase letters and '_', one of the n words of `choices`:
 * its index (else invalid). */
static int choice(const char *const *choices, int n)
{
	char word[16];
	int len = 0, c, i;

	while ((c = getchar()) != EOF && ((c >= 'a' && c <= 'z') || c == '_')
	       && len < 15)
		word[len++] = (char)c;
	word[len] = '\0';
	if (c != EOF)
		ungetc(c, stdin);
	for (i = 0; i < n; i++)
		if (strcmp(word, choices[i]) == 0)
			return i;
	invalid("'%s' is not %s or another word this line may hold", word,
		choices[0]);
	return -1;
}

static int owns_line(char p)
{
	static const int line[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8},
		{0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
	int i;

	for (i = 0; i < 8; i++)
		if (grid[line[i][0]] == p && grid[line[i][1]] == p &&
		    grid[line[i][2]] == p)
			return 1;
	return 0;
}

/* Whether x, with `p` to move, can be beaten (o forces a win). */
static int x_loses(char p)
{
	int k, any = 0, all = 1, loses;

	if (owns_line('o'))
		return 1;
	if (owns_line('x'))
		return 0;
	for (k = 0; k < 9; k++) {
		if (grid[k] != '.')
			continue;
		grid[k] = p;
		loses = x_loses(p == 'x' ? 'o' : 'x');
		grid[k] = '.';
		any |= loses, all &= loses;
	}
	return p == 'o' ? any : all && strchr(grid, '.') != NULL;
}

/* The strategy line. */
static void strategy(void)
{
	static const char *const names[] = {"perfect", "forks", "random",
					    "blunder", "moves"};
	int which = choice(names, 5), cells = 0;

	if (which < 2) {
		expect('\n');
		return;
	}
	expect(' ');
	if (which == 2)
		number(1, 1000000000L, '\n');
	else if (which == 3)
		number(1, 5, '\n');
	if (which != 4)
		return;
	do {	/* moves: 1 to 5 cells, digits 1 to 9, one space between */
		int c = getchar();
		if (c < '1' || c > '9')
			invalid("expected a cell, 1 to 9");
		cells++;
		if ((c = getchar()) == '\n') {
			line_no++;
			return;
		}
		if (c != ' ')
			invalid("expected one space or a newline");
	} while (cells < 5);
	invalid("more than 5 cells");
}

/* Checks the start grid: as many x and o as a game where the program
 * moved `first` (or second) has, not over.  Whether x is to move. */
static int start_x_to_move(int first)
{
	int k, xs = 0, os = 0;

	for (k = 0; k < 9; k++)
		xs += grid[k] == 'x', os += grid[k] == 'o';
	if (first ? xs != os && xs != os + 1 : os != xs + 1 && os != xs)
		invalid("%d x and %d o: no game where the program moved %s",
			xs, os, first ? "first" : "second");
	if (owns_line('x') || owns_line('o') || xs + os == 9)
		invalid("the start grid: the game is over");
	return first ? xs == os : os == xs + 1;
}

int main(void)
{
	static const char *const sides[] = {"first", "second"};
	static const char *const needs[] = {"valid", "never_lose",
					    "always_win", "both"};
	int first, need, k, x_next;

	first = choice(sides, 2) == 0;
	expect(' ');
	need = choice(needs, 4);
	expect('\n');
	for (k = 0; k < 9; k += 3)
		row_of(grid + k, 3, ".xo");
	x_next = start_x_to_move(first);
	if ((need == 1 || need == 3) && x_loses(x_next ? 'x' : 'o'))
		invalid("the start grid: the program cannot help losing, yet "
			"must never lose");
	strategy();
	valid_if_done();
	return 0;
}
