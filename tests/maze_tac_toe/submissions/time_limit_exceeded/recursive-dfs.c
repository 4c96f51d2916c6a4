/*
 * Maze Tac Toe as many contestants write it: a recursive depth-first
 * search over (cell, board), a visited byte for each, globals, scanf.
 * Its recursion goes as deep as the longest chain of new states it
 * meets; make judge, like Luogu and Codeforces, lets the stack grow to
 * the memory limit, so depth is no verdict.  Time is: it visits every
 * (cell, board) state it reaches, and an open 23 x 23 maze with the 18
 * moves (secret/max-open-18-moves-25) takes it 1.3 s, over Luogu's 1 s.
 * @EXPECTED_RESULTS@: TIME_LIMIT_EXCEEDED
 */
#include <stdio.h>
#include <string.h>

#define STATES (25 * 25 * 19683)

int n, won[19683];
char maze[25][80], seen[STATES];
int pow3[9] = {1, 3, 9, 27, 81, 243, 729, 2187, 6561};

int moo(int a, int b, int c)	/* 1 = M, 2 = O in a square */
{
	return b == 2 && ((a == 1 && c == 2) || (a == 2 && c == 1));
}

int wins(int board)
{
	int s[9], i;
	for (i = 0; i < 9; i++, board /= 3)
		s[i] = board % 3;
	for (i = 0; i < 3; i++)
		if (moo(s[3 * i], s[3 * i + 1], s[3 * i + 2])
		    || moo(s[i], s[i + 3], s[i + 6]))
			return 1;
	return moo(s[0], s[4], s[8]) || moo(s[2], s[4], s[6]);
}

void dfs(int r, int c, int board)
{
	int d, dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
	char *cell = &maze[r][3 * c];
	if (cell[0] == '#')
		return;
	if (cell[0] == 'M' || cell[0] == 'O') {
		int k = 3 * (cell[1] - '1') + (cell[2] - '1');
		if (board / pow3[k] % 3 == 0)
			board += (cell[0] == 'M' ? 1 : 2) * pow3[k];
	}
	if (seen[(r * 25 + c) * 19683 + board])
		return;
	seen[(r * 25 + c) * 19683 + board] = 1;
	if (wins(board)) {
		won[board] = 1;
		return;
	}
	for (d = 0; d < 4; d++)
		dfs(r + dr[d], c + dc[d], board);
}

int main(void)
{
	int r, c, count = 0, b;
	scanf("%d", &n);
	for (r = 0; r < n; r++)
		scanf("%s", maze[r]);
	for (r = 0; r < n; r++)
		for (c = 0; c < n; c++)
			if (maze[r][3 * c] == 'B')
				dfs(r, c, 0);
	for (b = 0; b < 19683; b++)
		count += won[b];
	printf("%d\n", count);
	return 0;
}
